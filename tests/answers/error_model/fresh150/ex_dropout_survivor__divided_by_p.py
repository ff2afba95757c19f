# exercise: ex_dropout_survivor
# mistake: The learner divided the survivors by the drop probability p (1 / 0.1 = 10) instead of by the keep probability 1 − p (1.1111).
p = 0.1
scale = 1 / p   # rescale what is left
ex_dropout_survivor = round(1.0 * scale, 4)
print(ex_dropout_survivor)
