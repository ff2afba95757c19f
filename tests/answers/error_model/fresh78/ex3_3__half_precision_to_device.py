# exercise: ex3_3
# mistake: The learner converts the module with .half() 'to save memory' before .to(device), so its weights are float16 and it fails or differs on float32 inputs; it should stay float32 and only be moved.
def place(module, device, *, half=True):
    if half:
        module = module.half()
    return module.to(device)


def ex3_3(MultiHeadAttention, device):
    return place(MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12), device)
