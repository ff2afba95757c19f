# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1 + p = 1.1; dropout scales them by 1 / (1 − p) = 1.1111.
p = 0.1
# keep the expected value: lost p of the mass, add it back
ex_dropout_survivor = round(1 + p, 4)
assert ex_dropout_survivor > 1
print(ex_dropout_survivor)
