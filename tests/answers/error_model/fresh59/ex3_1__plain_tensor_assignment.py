# exercise: ex3_1
# mistake: The learner assigns the transposed weight tensors (not wrapped in nn.Parameter) to attributes that are registered parameters, which raises a TypeError; they must be wrapped in torch.nn.Parameter or copied with copy_ under no_grad.
def ex3_1(sa_v1, sa_v2):
    # v2 stores (d_out, d_in), v1 wants (d_in, d_out)
    sa_v1.W_query = sa_v2.W_query.weight.T.detach()
    sa_v1.W_key = sa_v2.W_key.weight.T.detach()
    sa_v1.W_value = sa_v2.W_value.weight.T.detach()
