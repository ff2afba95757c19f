# exercise: ex3_1
# mistake: Assigned the transposed weights as plain tensors (sa_v1.W_query = w.T), which nn.Module refuses with a TypeError for a registered parameter; wrap them in nn.Parameter or copy into the existing parameters.
def ex3_1(sa_v1, sa_v2):
    # v1 computes x @ W, v2 computes x @ weight.T
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
