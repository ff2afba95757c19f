# exercise: ex3_1
# mistake: Ported from a TF1 graph where the variables were listed key-first, the learner gives W_query the key weights and W_key the query weights; each must receive its own layer's weight transposed.
import torch

def ex3_1(sa_v1, sa_v2):
    # tf: wk, wq, wv = tf.get_collection(...)  -> same order here
    wk, wq, wv = (sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight)
    sa_v1.W_key = torch.nn.Parameter(wk.T.clone())
    sa_v1.W_query = torch.nn.Parameter(wq.T.clone())
    sa_v1.W_value = torch.nn.Parameter(wv.T.clone())
