# exercise: ex3_1
# mistake: The learner reshapes each nn.Linear weight (d_out, d_in) into (d_in, d_out) with .reshape instead of transposing it, so the entries land in the wrong places; the right thing is weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    shp = sa_v1.W_query.shape   # (d_in, d_out)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.reshape(shp))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.reshape(shp))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.reshape(shp))
    # print(sa_v1.W_query.shape)
