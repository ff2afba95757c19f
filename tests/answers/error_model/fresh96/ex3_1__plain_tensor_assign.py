# exercise: ex3_1
# mistake: Assigned plain tensors (weight.T.detach()) to attributes registered as parameters, which nn.Module refuses with a TypeError; they must be wrapped in torch.nn.Parameter or copied with copy_ under no_grad.
def ex3_1(sa_v1, sa_v2):
    for attr in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, attr).weight
        setattr(sa_v1, attr, w.T.detach().clone())
