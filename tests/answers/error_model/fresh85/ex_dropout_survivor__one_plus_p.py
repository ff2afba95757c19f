# exercise: ex_dropout_survivor
# mistake: Scales a survivor up by adding p (1 + 0.1 = 1.1) instead of dividing by 1 − p (1.1111).
# survivors get scaled up by the dropout rate
ex_dropout_survivor = 1.1000
