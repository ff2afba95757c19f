# exercise: ex_dropout_survivor
# mistake: It divides by the drop probability p (1 / 0.1 = 10) instead of by the keep probability 1 − p (1 / 0.9 = 1.1111).
drop_rate = 0.1
scale = 1 / drop_rate
ex_dropout_survivor = float(format(1 * scale, ".4f"))
