# exercise: ex_dropout_survivor
# mistake: Rounds the scale factor to two decimals before using it (1.11), so the 4-decimal answer is 1.1100 instead of 1/0.9 = 1.1111.
p = 0.1
scale = round(1 / (1 - p), 2)   # 1.11
ex_dropout_survivor = float(f"{1.0 * scale:.4f}")
