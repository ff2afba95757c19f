# exercise: ex3_1
# mistake: Calls copy_ on sa_v1's leaf parameters outside torch.no_grad(), which raises a RuntimeError about an in-place operation on a leaf that requires grad; the copy must be wrapped in torch.no_grad() (or new Parameters assigned).
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
