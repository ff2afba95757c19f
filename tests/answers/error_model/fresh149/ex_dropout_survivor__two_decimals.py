# exercise: ex_dropout_survivor
# mistake: Rounded 1/(1-0.1) to two decimals (1.11, as R prints it) instead of the four decimals asked for (1.1111).
p = 0.1
scale = 1 / (1 - p)
ex_dropout_survivor = round(scale, 2)
