# exercise: ex_dropout_survivor
# mistake: Added p to 1 (1.1) instead of dividing by 1-p (1/0.9 = 1.1111).
ex_dropout_survivor = 1.1000
