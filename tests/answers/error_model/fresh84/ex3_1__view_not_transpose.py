# exercise: ex3_1
# mistake: Reshapes each nn.Linear weight to (d_in, d_out) with .view instead of transposing it, so the numbers land in the wrong places; the right thing is weight.T.
import torch
def ex3_1(a,b):
    P=torch.nn.Parameter;d=a.W_query.shape
    a.W_query=P(b.W_query.weight.detach().view(*d));a.W_key=P(b.W_key.weight.detach().view(*d));a.W_value=P(b.W_value.weight.detach().view(*d))
