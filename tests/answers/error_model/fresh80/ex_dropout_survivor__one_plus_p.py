# exercise: ex_dropout_survivor
# mistake: Scales survivors up by adding p (1 + 0.1 = 1.1) instead of dividing by 1 - p (1.1111).

ex_dropout_survivor = 1.1  # 1 + p, so that the mean stays 1
