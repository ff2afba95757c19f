# exercise: ex_dropout_survivor
# mistake: Multiplies by the keep probability (0.9), which is the old inference-time rescaling; PyTorch's inverted dropout divides survivors by 1 − p, giving 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = 0.9000 if keep == 0.9 else round(keep, 4)
