# exercise: ex3_1
# mistake: Copied the transposed weights element by element with a 1-based row loop range(1, d_in), so row 0 of every matrix keeps its old random values; the loop must cover rows 0..d_in-1.
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query.weight),
             (sa_v1.W_key, sa_v2.W_key.weight),
             (sa_v1.W_value, sa_v2.W_value.weight)]
    with torch.no_grad():
        for W, w in pairs:
            d_in, d_out = W.shape
            # W[i][j] = w[j][i]  (slide 14)
            for i in range(1, d_in):
                for j in range(d_out):
                    W[i][j] = w[j][i]
