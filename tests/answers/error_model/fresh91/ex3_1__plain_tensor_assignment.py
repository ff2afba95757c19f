# exercise: ex3_1
# mistake: Assigns the plain tensor weight.T to the attributes, which PyTorch refuses for a registered parameter (TypeError); it must be wrapped in torch.nn.Parameter or copied with copy_ under torch.no_grad().
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
