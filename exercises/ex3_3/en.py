"""Exercise ex3_3: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex3_3.title": "Exercise 3.3 · A GPT-2-sized attention module",
    "ex3_3.statement": "Write `ex3_3(MultiHeadAttention, device)` that builds and returns a "
        "`MultiHeadAttention` with the sizes of the smallest GPT-2: 12 heads, 768 input and "
        "output dimensions, a context length of 1024 tokens, dropout 0.0 and `qkv_bias=False` "
        "(the book's default), placed on `device` (call `.to(device)`: the app grades on the "
        "CPU, an instructor may grade on a GPU). It then has 2,360,064 parameters; the real "
        "GPT-2's attention has 2,362,368, because its query, key and value layers also have "
        "biases (3 × 768 more).",
    "ex3_3.hint.1": "In MultiHeadAttention, d_out is the total size; each head gets d_out / "
        "num_heads = 64.",
    "ex3_3.hint.2": "Move the module with .to(device).",
    "ex3_3.not_mha": "Return a MultiHeadAttention instance, not a {got}.",
    "ex3_3.not_real": "Parameter {name} is not a real parameter with values (meta or a subclass).",
    "ex3_3.not_moved_to_called": "Asked for another device, your module stays on {got}, though your code moves "
        "it (.to() or .cuda()): what it moves it to is not the device it was given. The device comes as a str ('cuda') or as "
        "a torch.device object (this grader passes the meta device): a test on its type, or a default put in "
        "its place, keeps the module where it is. Pass device to .to() as it comes: return "
        "MultiHeadAttention(...).to(device).",
    "ex3_3.params_only": "Your code moves the module by reassigning each parameter's .data, which moves the "
        "parameters only: the causal mask is a buffer (mha.mask), not a parameter, and stays where it was built, "
        "so on a GPU the forward mixes two devices. Move the whole module, mha.to(device), which moves parameters "
        "and buffers alike.",
    "ex3_3.not_moved": "Asked for another device, your module stays on {got}: its parameters and buffers "
        "never move (this grader checks with the meta device, which every machine has; on a GPU the answer "
        "would fail). tensor.to(device) returns a new tensor and leaves the old one where it was, so a "
        "discarded p.data.to(device) moves nothing. Call module.to(device), which moves a Module in place, "
        "and return that module.",
    "ex3_3.device": "The parameters are on {got}, expected {want}: call .to(device) on the module.",
    "ex3_3.heads": "The module has {got} heads; GPT-2 small has 12.",
    "ex3_3.shape": "{name} has shape {got}, expected {want}: GPT-2 small maps 768 features to 768.",
    "ex3_3.context": "The causal mask covers {got} tokens; GPT-2 small's context is 1024.",
    "ex3_3.count": "The module has {got} parameters; expected {want}.",
    "ex3_3.output": "The module does not map (1, 4, 768) inputs to (1, 4, 768) outputs.",
    "ex3_3.qkv_bias": "The module has {got} parameters, expected {want}: it was built with qkv_bias=True. "
        "The real GPT-2's {gpt2} include those query, key and value biases, but the exercise asks "
        "for the book's default qkv_bias=False.",
    "ex3_3.dtype": "Parameter {name} is {got}; keep the module in float32.",
    "ex3_3.dropout": "The module uses dropout {got}, but the exercise asks for dropout 0.0.",
    'ex3_3.not_moved_cached': "Asked for another device, your module stays on {got}: your code keeps the module it built on its first call (in a name of your file, a global, or on an object that outlives the call) and hands that same module back on later calls, so a call for another device gets the first call's module, on the first call's device. Build the module on every call and move it to the device that call is given: return MultiHeadAttention(...).to(device).",
    'ex3_3.not_moved_never': 'Asked for another device, your module stays on {got}: your code never moves it (no .to(device) or .cuda() is run), so it stays where it was built (this grader checks with the meta device, which every machine has; on a GPU the answer would fail). Move the module and return it: return MultiHeadAttention(...).to(device).',
    'ex3_3.not_moved_dtype': "Asked for another device, your module stays on {got}: your code calls .to() with a dtype (such as torch.float32) and no device, which converts the numbers and moves nothing. Give .to() the device it was given: return MultiHeadAttention(...).to(device).",
    'ex3_3.not_moved_conditional': "Asked for another device, your module stays on {got}: your code moves it only when a test of the device holds (a comparison with a string such as 'cuda', isinstance, torch.cuda.is_available(), device.type), and the device given here does not pass that test: a device may come as a torch.device object, as 'cuda:0', or as the meta device this grader uses. Move it whatever the device is: return MultiHeadAttention(...).to(device).",
    'ex3_3.not_moved_children': "Asked for another device, part of your module stays on {got}: your code moves its layers one by one (for child in mha.children(), or a tuple of its Linear layers), and a layer's .to() does move it in place, but that leaves out what is registered on the MultiHeadAttention itself: its causal mask buffer (mha.mask) stays where it was built, so on a GPU the forward mixes two devices. Move the whole module, mha.to(device), which moves its own buffers and every child.",
    'ex3_3.not_moved_part': "Asked for another device, your module stays on {got}: your code moves one part of it (a buffer or attribute, such as mha.mask.to(device)), and the Linear layers' weights stay where they were (on a GPU the forward then fails with tensors on two devices). Move the whole module, which moves every parameter and buffer: return MultiHeadAttention(...).to(device).",
}
