# exercise: ex_dropout_survivor
# mistake: The learner answers 1 - p = 0.9 (the old 'scale at inference' convention) instead of the survivors' value 1 / (1 - p) = 1.1111 in PyTorch's training mode.
p = 0.1
keep = 1 - p
print("keep prob", keep)
ex_dropout_survivor = float(f"{1 * keep:.4f}")
