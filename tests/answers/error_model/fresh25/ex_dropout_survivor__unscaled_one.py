# exercise: ex_dropout_survivor
# mistake: The learner thought dropout only zeroes entries and leaves the survivors at 1.0; in training mode PyTorch rescales them by 1/(1 − 0.1) = 1.1111.
# dropout just switches some weights off, the others are untouched
ex_dropout_survivor = 1.0
