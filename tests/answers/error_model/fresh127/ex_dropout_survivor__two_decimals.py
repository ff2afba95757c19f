# exercise: ex_dropout_survivor
# mistake: The learner rounds 1/0.9 to two decimals (1.11) and submits 1.1100; the statement asks for 4 decimals: 1.1111.
p = 0.1
scale = lambda p: round(1 / (1 - p), 2)
ex_dropout_survivor = float(f"{scale(p):.4f}")
