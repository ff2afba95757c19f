# exercise: ex3_1
# mistake: The copy loop runs both indices over range(d_out), so for d_in > d_out the last input rows of W keep sa_v1's old random weights; the loops must run i over d_in and j over d_out (or assign the whole transpose). [cond: d_in != d_out, e.g. the book's 3 -> 2]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            W1 = getattr(sa_v1, name)
            W2 = getattr(sa_v2, name).weight
            k = W2.shape[0]
            for i in range(k):
                for j in range(k):
                    W1[i, j] = W2[j, i]
