# exercise: ex3_1
# mistake: The learner assigned plain tensors (sa_v2.W_query.weight.T, a non-Parameter) to sa_v1's parameter attributes, which raises a TypeError in nn.Module; wrap them in nn.Parameter or copy into the existing parameters.
def ex3_1(sa_v1, sa_v2):
    # v2 stores W transposed (out, in)
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
