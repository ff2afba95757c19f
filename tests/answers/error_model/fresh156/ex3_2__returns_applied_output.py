# exercise: ex3_2
# mistake: Flax-style, the learner builds the wrapper and returns model.apply(batch), the (2, 6, 2) context tensor, instead of returning the wrapper module itself.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                           [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    batch = torch.stack((inputs, inputs), dim=0)
    model = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    out = model(batch)
    print(out.shape)  # torch.Size([2, 6, 2])
    return out
