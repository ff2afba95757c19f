# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1, as if the dropped 10 % were simply added back; the right scale is 1 / (1 - p) = 1.1111.
p = 0.1
ones = [1.0] * 10
survivor = ones[0] + p * ones[0]
ex_dropout_survivor = round(survivor, 4)
