# exercise: ex3_1
# mistake: Assigned plain tensors (weight.T.detach()) to sa_v1.W_query etc., which nn.Module refuses for a registered Parameter (TypeError); wrap them in torch.nn.Parameter or copy_ under torch.no_grad().
def ex3_1(sa_v1, sa_v2):
    weights = {
        "W_query": sa_v2.W_query.weight.T.detach(),
        "W_key": sa_v2.W_key.weight.T.detach(),
        "W_value": sa_v2.W_value.weight.T.detach(),
    }
    for k, w in weights.items():
        setattr(sa_v1, k, w)
