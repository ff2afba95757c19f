# exercise: ex3_1
# mistake: Assigned plain tensors (weight.T) to the registered parameters, which PyTorch refuses with a TypeError; copy into the parameters (e.g. .data = weight.T or nn.Parameter(weight.T)).

def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
