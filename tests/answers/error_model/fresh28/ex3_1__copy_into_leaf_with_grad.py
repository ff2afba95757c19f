# exercise: ex3_1
# mistake: Copied into the parameters with copy_ outside torch.no_grad(), which raises “a leaf Variable that requires grad is being used in an in-place operation”; the copy must run under no_grad (or through .data).
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        target = getattr(sa_v1, name)
        source = getattr(sa_v2, name).weight
        target.copy_(source.T)
