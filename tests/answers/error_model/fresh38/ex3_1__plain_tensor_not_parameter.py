# exercise: ex3_1
# mistake: The learner assigned the plain tensor sa_v2.W_query.weight.T to an attribute that is a registered nn.Parameter, which PyTorch refuses with a TypeError; wrap it in torch.nn.Parameter or copy_ under torch.no_grad().
def ex3_1(sa_v1, sa_v2):
    Wq = sa_v2.W_query.weight.T
    Wk = sa_v2.W_key.weight.T
    Wv = sa_v2.W_value.weight.T
    sa_v1.W_query = Wq
    sa_v1.W_key = Wk
    sa_v1.W_value = Wv
