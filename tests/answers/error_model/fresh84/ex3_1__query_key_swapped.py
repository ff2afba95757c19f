# exercise: ex3_1
# mistake: Gives sa_v1.W_query the key weights and sa_v1.W_key the query weights (the transposes are right), so the score matrix comes out transposed; each parameter must get its own layer's weight.T.
import torch
def ex3_1(v1,v2):
    for n,m in zip(['W_key','W_query','W_value'],[v2.W_query,v2.W_key,v2.W_value]):setattr(v1,n,torch.nn.Parameter(m.weight.T))
