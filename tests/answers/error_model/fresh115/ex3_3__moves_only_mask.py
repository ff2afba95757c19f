# exercise: ex3_3
# mistake: Called .to(device) on the mask buffer and threw the result away (Tensor.to is not in place), leaving the whole module on the CPU; call .to(device) on the module. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    parts = {}
    parts["mha"] = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    parts["mask"] = parts["mha"].mask.to(device)
    return parts["mha"]
