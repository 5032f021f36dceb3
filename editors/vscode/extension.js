// Starts `dial lsp` for .dial files: diagnostics, completion, hover, definition, symbols, formatting and
// semantic tokens all come from the language server.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("dial").get("path") || "dial";
  client = new LanguageClient(
    "dial",
    "Dial",
    { command, args: ["lsp"] },
    { documentSelector: [{ scheme: "file", language: "dial" }] }
  );
  context.subscriptions.push(client);
  client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
