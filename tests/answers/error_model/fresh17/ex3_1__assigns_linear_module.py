# exercise: ex3_1
# mistake: Assigned sa_v2's nn.Linear modules to sa_v1's attributes (a reference copy, as in Java), so forward computes x @ <Linear> and raises; sa_v1's own parameters must receive sa_v2's weight.T.
def ex3_1(sa_v1, sa_v2):
    # point sa_v1 at the same weight objects as sa_v2
    sa_v1.W_query = sa_v2.W_query
    sa_v1.W_key = sa_v2.W_key
    sa_v1.W_value = sa_v2.W_value
