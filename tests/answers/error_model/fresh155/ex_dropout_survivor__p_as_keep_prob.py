# exercise: ex_dropout_survivor
# mistake: Treats p = 0.1 as the probability of keeping an entry and divides by it (10.0); p is the drop probability, so survivors are divided by 1 - p = 0.9, 1.1111.

def inverted_scale(p, keep=None):
    keep = p if keep is None else keep
    return 1.0 / keep


ex_dropout_survivor = round(inverted_scale(0.1), 4)
