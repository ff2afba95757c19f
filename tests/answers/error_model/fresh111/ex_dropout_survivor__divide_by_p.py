# exercise: ex_dropout_survivor
# mistake: Divides by the drop probability p (giving 10.0) instead of by the keep probability 1 - p (giving 1.1111).
dropout_rate = 0.1
value = 1.0
ex_dropout_survivor = round(value / dropout_rate, 4)
