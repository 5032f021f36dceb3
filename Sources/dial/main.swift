print("dial")
