# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True, so the query, key and value layers get biases; the book's layers (and the statement) have none: qkv_bias=False.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length, dropout = 6, 0.0
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2, qkv_bias=True)
    inputs = torch.tensor(
        [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
         [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
    )
    batch = torch.stack((inputs, inputs), dim=0)
    print(mha(batch).shape)  # torch.Size([2, 6, 2])
    return mha
