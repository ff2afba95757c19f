# exercise: ex3_1
# mistake: Assigns the plain tensor weight.T to the registered parameter attribute, which nn.Module refuses (TypeError: cannot assign a FloatTensor as parameter); it must be wrapped in torch.nn.Parameter or copied with copy_.
def ex3_1(sa_v1, sa_v2):
    # linear stores W transposed -> transpose back
    sa_v1.W_query = sa_v2.W_query.weight.T.detach()
    sa_v1.W_key = sa_v2.W_key.weight.T.detach()
    sa_v1.W_value = sa_v2.W_value.weight.T.detach()
