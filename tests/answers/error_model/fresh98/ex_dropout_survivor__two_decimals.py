# exercise: ex_dropout_survivor
# mistake: Types 1/(1 - p) with two decimals, 1.11, instead of the four decimals asked for, 1.1111.
ex_dropout_survivor = 1.11  # 1 / 0.9
