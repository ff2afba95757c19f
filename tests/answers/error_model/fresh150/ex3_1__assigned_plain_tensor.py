# exercise: ex3_1
# mistake: The learner assigned the transposed weight tensors directly to sa_v1.W_query etc.; a module attribute that is a Parameter can only be replaced by an nn.Parameter (wrap with torch.nn.Parameter or copy_ under no_grad), so this raises a TypeError.
def ex3_1(sa_v1, sa_v2):
    # v2 stores (d_out, d_in), v1 wants (d_in, d_out)
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
