# exercise: ex3_1
# mistake: Assigns a plain tensor (weight.T.detach()) to an attribute that is a registered nn.Parameter, which raises a TypeError; wrap it in torch.nn.Parameter or copy_ under torch.no_grad().
def ex3_1(sa_v1, sa_v2):
    for nm in ["W_query", "W_key", "W_value"]:
        lin = getattr(sa_v2, nm)
        print(nm, lin.weight.shape)
        setattr(sa_v1, nm, lin.weight.T.detach())
