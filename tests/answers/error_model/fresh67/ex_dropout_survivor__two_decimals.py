# exercise: ex_dropout_survivor
# mistake: The learner rounded 1/0.9 to two decimals (1.11) although four are asked; the answer is 1.1111.
p = 0.1
scale = 1 / (1 - p)
ex_dropout_survivor = float(f"{scale:.2f}")
