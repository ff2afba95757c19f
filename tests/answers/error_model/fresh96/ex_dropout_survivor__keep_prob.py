# exercise: ex_dropout_survivor
# mistake: Multiplied survivors by the keep probability 1 - p = 0.9; to keep the expectation unchanged they are divided by it: 1/0.9 = 1.1111.
p = 0.1
keep = 1 - p
ones = [1.0] * 10
survivors = [v * keep for v in ones]
ex_dropout_survivor = round(survivors[0], 4)
