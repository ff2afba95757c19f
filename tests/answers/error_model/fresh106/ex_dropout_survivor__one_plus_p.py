# exercise: ex_dropout_survivor
# mistake: Scaled the survivors up by p (1 + 0.1 = 1.1) instead of dividing by 1 - p (1.1111).
# survivors get scaled up so the expectation stays the same
ex_dropout_survivor = 1.1000
