# exercise: ex3_2
# mistake: Built the right wrapper but returned its output on the book's batch (a tensor of shape (2, 6, 2)) instead of the wrapper module itself.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor(
        [[0.43, 0.15, 0.89],   # Your
         [0.55, 0.87, 0.66],   # journey
         [0.57, 0.85, 0.64],   # starts
         [0.22, 0.58, 0.33],   # with
         [0.77, 0.25, 0.10],   # one
         [0.05, 0.80, 0.55]])  # step
    batch = torch.stack((inputs, inputs), dim=0)
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    ctx = mha(batch)
    print(ctx.shape)
    return ctx
