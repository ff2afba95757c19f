# exercise: ex3_3
# mistake: The learner moves the module by moving each parameter's data to the device by hand, which leaves the mask buffer on the CPU; calling .to(device) on the module moves buffers too. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha


if __name__ == "__main__":
    import torch
    from attnlab.modules import MultiHeadAttention
    m = ex3_3(MultiHeadAttention, torch.device("cpu"))
    assert sum(p.numel() for p in m.parameters()) == 2_360_064
    assert all(p.device.type == "cpu" for p in m.parameters())
    print("ok")
