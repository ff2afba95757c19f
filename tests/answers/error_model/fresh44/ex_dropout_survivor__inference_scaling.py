# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by (1 - p) = 0.9, the old "scale at inference" convention; PyTorch's dropout scales survivors up by 1/(1 - p) = 1.1111 during training.
p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)
