# exercise: ex3_2
# style: rebuilds the book's batch inside, takes sizes from its shape, keyword arguments in scrambled order incl. qkv_bias=False, prints the shape.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                           [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    batch = torch.stack((inputs, inputs), dim=0)
    wrapper = MultiHeadAttentionWrapper(
        num_heads=2, qkv_bias=False, dropout=0.0,
        context_length=batch.shape[1], d_out=1, d_in=batch.shape[-1],
    )
    print("context_vecs.shape:", wrapper(batch).shape)  # torch.Size([2, 6, 2])
    return wrapper
