# exercise: ex3_1
# mistake: The learner copies the transposed key weights into W_query and the query weights into W_key (the two assignments are crossed); W_query must get sa_v2.W_query.weight.T and W_key sa_v2.W_key.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # sklearn style: coef_ is (n_out, n_in), so transpose to get (n_in, n_out)
    Wq = sa_v2.W_key.weight.detach().T.clone()
    Wk = sa_v2.W_query.weight.detach().T.clone()
    Wv = sa_v2.W_value.weight.detach().T.clone()
    sa_v1.W_query = torch.nn.Parameter(Wq)
    sa_v1.W_key = torch.nn.Parameter(Wk)
    sa_v1.W_value = torch.nn.Parameter(Wv)
