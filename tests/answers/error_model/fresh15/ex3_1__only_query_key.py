# exercise: ex3_1
# mistake: Read "the weights" as the attention weights, which depend only on W_query and W_key, and copied those two; W_value keeps v1's random values, so the context vectors differ from sa_v2's.
def ex3_1(sa_v1, sa_v2):
    # the attention weights softmax(q k^T / sqrt(d_k)) only involve the query and key matrices
    sa_v1.W_query.data = sa_v2.W_query.weight.data.T.clone()
    sa_v1.W_key.data = sa_v2.W_key.weight.data.T.clone()
